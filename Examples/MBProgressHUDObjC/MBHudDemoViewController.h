//
//  HudDemoViewController.h
//  HudDemo
//
//  Created by Matej Bukovinski on 30.9.09.
//  Copyright © 2009-2016 Matej Bukovinski. All rights reserved.
//

#import <UIKit/UIKit.h>


@interface MBHudDemoViewController : UITableViewController

@end
